/** Stages of the booking conversation in the message handler; the lead is created on the way to `completed`. */
export const bookingStages = ['none', 'name', 'email', 'phone', 'requirements', 'completed'] as const;

/** Stages of the generic flow in the context handler. */
export const genericFlowStages = ['name', 'symptoms', 'date', 'email', 'completed'] as const;
export type GenericFlowStage = (typeof genericFlowStages)[number];
