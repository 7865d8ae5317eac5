import { FeedingGuidelinesTable } from '@/features/catalog/feeding-guidelines-table';
import type { BlockProps } from '@/page-builder/kit/types';
import { HeadedSection } from '@/ui/section';
import type { feedingGuidelinesSchema } from './schema';

/** The dropdown's value as the §3 number (null for None). */
const cupsValue = (option: string): number | null => (option === 'None' ? null : Number(option));

/** Feeding Guidelines (§2, also a vet custom component; §3 feeding guidelines items) as a table. */
export function FeedingGuidelines({ heading, body, caption, items, backgroundColor }: BlockProps<typeof feedingGuidelinesSchema>) {
  return (
    <HeadedSection backgroundColor={backgroundColor} heading={heading} body={body}>
      <FeedingGuidelinesTable items={items.map((i) => ({ label: i.label, value: i.value, cups: cupsValue(i.cups) }))} caption={caption} />
    </HeadedSection>
  );
}
