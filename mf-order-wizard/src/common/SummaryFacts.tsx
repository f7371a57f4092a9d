/** Label–value facts of an order in the order pages' summary look (the order page, a renewal's facts). */
export function SummaryFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="wizard-summary">
      {facts.map(([label, value]) => (
        <div key={label} className="wizard-summary__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
