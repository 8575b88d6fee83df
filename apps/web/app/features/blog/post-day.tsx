/** A post's day, as its loader wrote it (`writtenDay`). */
export function PostDay({ date, day }: { date: string; day: string }) {
  return <time dateTime={date}>{day}</time>;
}
