import { Fragment } from 'react';
import { formatMessage, type Span } from '../lib/message-format';

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((span, index) =>
    span.isBold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>,
  );
}

/** A message's paragraphs and lists, rendered as text (never as HTML). */
export function FormattedMessage({ text }: { text: string }) {
  return formatMessage(text).map((block, index) =>
    block.kind === 'list' ? (
      <ul key={index} className="list-disc space-y-1 pl-5">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Spans spans={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index}>
        {block.lines.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            <Spans spans={line} />
          </Fragment>
        ))}
      </p>
    ),
  );
}
