/** One choice of a SelectField, built by the plain tables of this screen. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
  /** The heading the option is listed under. */
  readonly group?: string;
}
