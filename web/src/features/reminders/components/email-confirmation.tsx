import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import MailCheckIcon from 'lucide-react/icons/mail-check';
import { useState, type KeyboardEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { useConfirmEmailCode, useSendEmailCode } from '../api/use-email-confirmation';
import { emailConfirmationOf } from '../lib/email-confirmation';
import { InlineStatus } from './inline-status';

const CODE_ID = 'reminders-email-code';

/** The server names the code field first ("code: ..."): under the field it goes without saying. */
const withoutField = (error: unknown) => errorMessage(error).replace(/^code: /, '');

/**
 * Reminders go only to an address proved to be the person's: "Send code" e-mails six digits to
 * the address typed, and typing them back confirms it. Acts at once, apart from "Save reminders".
 */
export function EmailConfirmation({ address, saved }: { address: string; saved: ReminderSettingsView }) {
  const [code, setCode] = useState('');
  const sendCode = useSendEmailCode();
  const confirm = useConfirmEmailCode();
  const state = emailConfirmationOf(address, saved);
  if (state === 'none') return null;
  if (state === 'confirmed') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-status-good">
        <MailCheckIcon aria-hidden="true" className="size-4" />
        {address.trim()} is confirmed.
      </p>
    );
  }

  const onSend = () => {
    confirm.reset();
    setCode('');
    sendCode.mutate(address.trim());
  };
  const onConfirm = () => {
    if (code.trim() !== '') confirm.mutate(code.trim());
  };
  // Enter confirms the code rather than saving the whole form around it.
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onConfirm();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {state === 'codeSent'
          ? `A code was sent to ${address.trim()}. Enter it to confirm the address; it is valid for 30 minutes.`
          : 'Confirm this address before e-mail can be turned on: a code is sent to it.'}
      </p>
      {state === 'codeSent' ? (
        <div className="flex flex-wrap items-end gap-3">
          <FormField
            id={CODE_ID}
            label="Confirmation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={onCodeKey}
            error={confirm.isError ? withoutField(confirm.error) : undefined}
            className="w-36"
          />
          <Button size="sm" onClick={onConfirm} disabled={confirm.isPending || code.trim() === ''} className="mb-[1px]">
            {confirm.isPending ? 'Confirming...' : 'Confirm'}
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onSend} disabled={sendCode.isPending}>
        {sendCode.isPending ? 'Sending code...' : state === 'codeSent' ? 'Send a new code' : 'Send code'}
      </Button>
      {sendCode.isError ? <InlineStatus tone="error">{errorMessage(sendCode.error)}</InlineStatus> : null}
    </div>
  );
}
