/**
* | output |
* | --- |
* | "it has {fields} fields and the header {header} (a comma in a name needs quotes)" |
*
* @param {Pricing_Csv_Extra_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_extra_fields: ((inputs: Pricing_Csv_Extra_FieldsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Extra_FieldsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Extra_FieldsInputs = {
    fields: NonNullable<unknown>;
    header: NonNullable<unknown>;
};
