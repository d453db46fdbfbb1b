import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader } from '#ui/card';
import { BrandedPage } from '#ui/logo';

type AuthShellProps = { title: string; description: string; children: ReactNode; footer: ReactNode };

/** The frame both sign-in screens share: the product name over one centred card. */
export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  return (
    <BrandedPage>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </CardHeader>
        <CardContent>{children}</CardContent>
        <CardFooter>{footer}</CardFooter>
      </Card>
    </BrandedPage>
  );
}
