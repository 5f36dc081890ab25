/**
* | output |
* | --- |
* | "Coordinates" |
*
* @param {Lookups_Col_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_coordinates: ((inputs?: Lookups_Col_CoordinatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CoordinatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Col_CoordinatesInputs = {};
