/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container × {unit} per container = {amount}" |
* | * | "{shown} containers × {unit} per container = {amount}" |
*
* @param {Rating_Margin_Part_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_container: ((inputs: Rating_Margin_Part_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_Per_ContainerInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
