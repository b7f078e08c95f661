// The screens of the second sign-in step, fetched only when the password's answer asks for one
// (few accounts have a second factor): the click on Login does not download them
// (docs/decisions.md "Performance (issue 29)").
export { EnrolmentStep } from './enrolment-step';
export { SecondFactorStep } from './second-factor-step';
