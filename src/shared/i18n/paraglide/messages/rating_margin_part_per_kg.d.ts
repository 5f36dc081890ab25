/**
* | output |
* | --- |
* | "{kg} kg × {unit} per kg = {amount}" |
*
* @param {Rating_Margin_Part_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_kg: ((inputs: Rating_Margin_Part_Per_KgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_KgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_Per_KgInputs = {
    kg: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
