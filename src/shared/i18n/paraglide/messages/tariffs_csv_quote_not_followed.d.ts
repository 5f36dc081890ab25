/**
* | output |
* | --- |
* | "a closing quote must be followed by a comma" |
*
* @param {Tariffs_Csv_Quote_Not_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_quote_not_followed: ((inputs?: Tariffs_Csv_Quote_Not_FollowedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Quote_Not_FollowedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Quote_Not_FollowedInputs = {};
