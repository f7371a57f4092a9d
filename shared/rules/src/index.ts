/**
 * @tutor/rules: the business rules, once, for the server and every app. Pure: no React, no Redux,
 * no I/O. It may import types from @tutor/contract and nothing else of the workspace.
 */
export * from './money';
export * from './packages';
export * from './limits';
export * from './messages';
export * from './schedule';
export * from './format';
export * from './decimalText';
export * from './intlFormats';
export * from './accounts';
export * from './twoStep';
export * from './remoteRoutes';
export * from './orders';
export * from './fitScore';
export * from './lifecycle';
export * from './referralLedger';
export * from './colour';
export * from './photo';
export * from './meetings';
export * from './week';
export * from './meetingSlot';
export * from './labels';
export * from './reviews';
export * from './honor';
export * from './reschedule';
export * from './changes';
export * from './onboarding';
export * from './onboardingAppointments';
export * from './teacherDocuments';
export * from './notifications';
export * from './canary';
export * from './requestId';
export * from './sitePaths';
export * from './personalData';
export * from './payments';
export * from './cancellation';
