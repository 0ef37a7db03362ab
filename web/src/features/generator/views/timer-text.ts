/** The big timer's text: 45 → "0:45", 60 → "1:00". */
export const timerText = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
