import { reportHeading } from '@uh/core/sharing/clinician-report-words.logic';
import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useDocumentTitle } from '#lib/use-document-title';
import { Card, CardContent, CardHeader } from '#ui/card';
import { BrandedPage, LogoMark } from '#ui/logo';
import { LinkRefusedError, openLinkReport } from '../api/report-link-open';
import { LinkReportActions } from '../components/link-report-actions';
import { PasscodeForm } from '../components/passcode-form';
import { ReportDocument } from '../components/report-document';

/** What the page holds once the passcode opened the report: the passcode goes with each download. */
type Opened = { report: ClinicianReport; passcode: string };

/**
 * /report/:token, for someone without an account: the passcode the owner gave them opens the
 * owner's report, to read, print or download. The passcode stays in this page's memory only.
 */
export function ReportLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [opened, setOpened] = useState<Opened | null>(null);
  // The link ended or expired while the report was open: back to the form, saying so.
  const [goneMessage, setGoneMessage] = useState<string | null>(null);
  const opening = useMutation({
    mutationFn: async (passcode: string): Promise<Opened> => ({ report: await openLinkReport(token, passcode), passcode }),
    onMutate: () => setGoneMessage(null),
    onSuccess: setOpened,
  });
  useDocumentTitle(opened ? reportHeading(opened.report).title : 'Health report');

  if (!opened) {
    const problem = opening.error ? errorMessage(opening.error) : goneMessage;
    return (
      <BrandedPage>
        <Card className="w-full max-w-md">
          <CardHeader>
            <h1 className="text-2xl font-bold">Health report</h1>
            <p className="text-muted-foreground">
              Someone shared their health report with you. The passcode they gave you opens it; no account is needed.
            </p>
          </CardHeader>
          <CardContent>
            <PasscodeForm
              isOpening={opening.isPending}
              problem={problem}
              isPasscodeWrong={opening.error instanceof LinkRefusedError && opening.error.status === 403}
              onOpen={(passcode) => opening.mutate(passcode)}
            />
          </CardContent>
        </Card>
      </BrandedPage>
    );
  }

  return (
    <main className="mx-auto w-full max-w-[900px] space-y-6 px-4 py-6 md:px-8 md:py-10">
      <p className="flex items-center gap-2 text-lg font-bold">
        <LogoMark className="size-6" />
        Ultimate Human
      </p>
      <LinkReportActions
        token={token}
        passcode={opened.passcode}
        onGone={(message) => {
          opening.reset();
          setGoneMessage(message);
          setOpened(null);
        }}
      />
      <ReportDocument report={opened.report} />
    </main>
  );
}
