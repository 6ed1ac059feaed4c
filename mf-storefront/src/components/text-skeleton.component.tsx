import { styled } from '@gb/shell/platform';

import { SkeletonLine } from './skeleton.component';

// A short text block's shape: two paragraphs, the last line of each shorter.
const LINES = [
  ['100%', '92%', '60%'],
  ['96%', '40%'],
];

/** Holds a text block's place (paragraphs of the body font) while it loads. */
export function TextSkeleton() {
  return (
    <div aria-hidden="true">
      {LINES.map((widths, paragraph) => (
        <Paragraph key={paragraph}>
          {widths.map((width, line) => (
            <SkeletonLine key={line} $width={width} />
          ))}
        </Paragraph>
      ))}
    </div>
  );
}

// A paragraph's margins, so the block is about as tall as the text it stands for.
const Paragraph = styled.div`
  margin: 1em 0;
`;
