/**
* | output |
* | --- |
* | "{what} from this desk’s saved list:" |
*
* @param {Rating_Lines_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_saved_list: ((inputs: Rating_Lines_Saved_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Saved_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Saved_ListInputs = {
    what: NonNullable<unknown>;
};
