import { defineMessages } from '@rowad/shared/i18n';

/** The charts' own few words: their table alternative's toggle (docs/decisions.md, "Charts"). */
const catalogues = {
  en: {
    showTable: 'Show the numbers as a table',
    legend: 'Legend',
  },
  ar: {
    showTable: 'عرض الأرقام في جدول',
    legend: 'دليل الألوان',
  },
};

export const useChartMessages = defineMessages<keyof typeof catalogues.en>(catalogues);
