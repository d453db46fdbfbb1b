import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';

/** No experiments yet: what one is, and where a habit worth testing is found. */
export function ExperimentsEmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <FlaskConicalIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">No experiments yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        A link in your data is not proof of cause. An experiment plans days with a habit and days without it, and tells you whether it
        changes what you care about. Start from a habit on What works for me.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/insights" className={buttonClasses()}>
          Go to What works for me
        </Link>
        <Link href="/experiments/new" className={buttonClasses({ variant: 'secondary' })}>
          Plan one yourself
        </Link>
      </div>
    </Card>
  );
}
