/** Placeholder: built in issue 8. */
export default function Placeholder() {
  return null;
}
