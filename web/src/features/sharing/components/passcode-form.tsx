import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';

const ID = 'report-passcode';

type PasscodeFormProps = {
  isOpening: boolean;
  /** The server's refusal, in words; `isPasscodeWrong` marks the field itself as the problem. */
  problem: string | null;
  isPasscodeWrong: boolean;
  onOpen: (passcode: string) => void;
};

/** The passcode the owner gave, typed by whoever opens their link: kept in this form only, never in the address or storage. */
export function PasscodeForm({ isOpening, problem, isPasscodeWrong, onOpen }: PasscodeFormProps) {
  const [passcode, setPasscode] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = passcode.trim();
    setIsEmpty(typed === '');
    if (typed === '') {
      document.getElementById(ID)?.focus();
      return;
    }
    onOpen(typed);
  };
  const message = isEmpty ? 'Enter the passcode' : problem;
  return (
    <form onSubmit={submit} aria-label="Open the report" className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor={ID}>Enter the passcode you were given</Label>
        <Input
          id={ID}
          name="passcode"
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={passcode}
          aria-invalid={isEmpty || isPasscodeWrong ? true : undefined}
          aria-describedby={message ? `${ID}-error` : undefined}
          onChange={(event) => setPasscode(event.target.value)}
          className="figures font-mono text-lg tracking-widest"
        />
        {message ? (
          <p id={`${ID}-error`} role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
            {message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isOpening} className="w-full sm:w-auto">
        <KeyRoundIcon aria-hidden="true" className="size-4" />
        {isOpening ? 'Opening…' : 'Open the report'}
      </Button>
    </form>
  );
}
