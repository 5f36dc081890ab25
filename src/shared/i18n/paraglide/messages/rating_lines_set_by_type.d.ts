/**
* | output |
* | --- |
* | "{field} (set by the type)" |
*
* @param {Rating_Lines_Set_By_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_set_by_type: ((inputs: Rating_Lines_Set_By_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Set_By_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Set_By_TypeInputs = {
    field: NonNullable<unknown>;
};
