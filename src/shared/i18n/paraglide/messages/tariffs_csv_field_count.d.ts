/**
* | foundPlural | output |
* | --- | --- |
* | "one" | "the line has {found} field where the header has {expected}" |
* | * | "the line has {found} fields where the header has {expected}" |
*
* @param {Tariffs_Csv_Field_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_field_count: ((inputs: Tariffs_Csv_Field_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Field_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Field_CountInputs = {
    found: NonNullable<unknown>;
    expected: NonNullable<unknown>;
};
