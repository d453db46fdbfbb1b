import { Link } from 'wouter';
import CodeIcon from 'lucide-react/icons/code';
import { Card } from '#ui/card';

export function DeveloperTools() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Developer Tools</h2>
      <p className="mt-2 text-sm text-muted-foreground">Put Ultimate Human widgets on your own website.</p>
      <Link to="/embed-generator" className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium underline underline-offset-4">
        <CodeIcon aria-hidden="true" className="size-5" />
        Embed Generator
      </Link>
    </Card>
  );
}
