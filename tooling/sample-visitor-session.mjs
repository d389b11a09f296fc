/**
 * What a visitor leaves in the session after the guide form and the industry generator (the
 * `guideFormData` and `botGeneratorData` stores of shared-data/src/session/): the result pages
 * read it. The e2e suites and the benchmark seed the result pages with this one visitor.
 */
export const sampleVisitorSession = {
  guideFormData: { name: 'Ana Ruiz', company: 'Bright Clinic', email: 'ana@bright-clinic.example', industry: 'healthcare' },
  botGeneratorData: {
    companyName: 'Bright Clinic',
    industry: 'healthcare',
    industryDisplayName: 'Healthcare',
    primaryGoal: 'Book more appointments',
    name: 'Ana Ruiz',
    email: 'ana@bright-clinic.example',
  },
};
