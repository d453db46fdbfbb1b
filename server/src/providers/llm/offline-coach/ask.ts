/** What an offline answer knows about the question besides the person's data. */
export type Ask = {
  /** A short "tell me more" that continues the previous topic. */
  isFollowUp: boolean;
  /** The person's newest message. */
  text: string;
  /** A condition mentioned earlier rules out extended-fast coaching (chat-risk.logic). */
  isAtRisk: boolean;
  /** A condition mentioned earlier makes cold exposure risky: no cold step is suggested. */
  isAtRiskInCold: boolean;
};
