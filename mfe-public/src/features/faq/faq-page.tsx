import { useId, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@rowad/shared/paths';
import { Link } from '@rowad/shared/routing';
import { useDocumentTitle } from '@rowad/shared/ui';
import { StaticPage } from '../../components/static-page';
import { useRemoteMessages } from '../../messages';
import { faqTopics, useFaqMessages, type FaqTopic } from './messages';

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Question = styled.h2`
  margin: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.0625rem;
  font-weight: 600;
  line-height: 1.4;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-expanded='true'] {
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    border-block-end-color: transparent;
  }
`;

// A drawn plus that turns into a minus: no glyph to translate, and it reads the same both ways.
const Sign = styled.span<{ $open: boolean }>`
  position: relative;
  flex: none;
  inline-size: 14px;
  block-size: 14px;
  color: ${({ theme }) => theme.colors.primary};
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 6px;
    inline-size: 14px;
    block-size: 2px;
    background: currentColor;
  }
  &::after {
    transform: rotate(${({ $open }) => ($open ? '0deg' : '90deg')});
    transition: transform 150ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

const Answer = styled.div`
  padding-block: 0 ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: none;
  border-end-start-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

// Doubled class: the page frame's own rule for paragraphs (\`article p\`) would win otherwise.
const More = styled.p`
  && {
    margin-block-start: ${({ theme }) => theme.space(8)};
  }
`;

/** One question: its heading holds the button that shows or hides the answer below it. */
function FaqItem({ topic }: { topic: FaqTopic }) {
  const t = useFaqMessages();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div>
      <Question>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t(`${topic}.question`)}
          <Sign $open={open} aria-hidden="true" />
        </Toggle>
      </Question>
      <Answer id={answerId} hidden={!open}>
        <p>{t(`${topic}.answer`)}</p>
      </Answer>
    </div>
  );
}

/** docs/product.md §1: the FAQ's nine questions, each answer shown when its question is opened. */
export default function FaqPage() {
  const title = useRemoteMessages();
  useDocumentTitle(title('faqTitle'));
  const t = useFaqMessages();
  return (
    <StaticPage>
      <h1>{title('faqTitle')}</h1>
      <Questions>
        {faqTopics.map((topic) => (
          <FaqItem key={topic} topic={topic} />
        ))}
      </Questions>
      <More>
        {t('moreQuestions')} <Link to={paths.contact}>{t('contactUs')}</Link>
      </More>
    </StaticPage>
  );
}
