/**
* | output |
* | --- |
* | "This profile has no API key and secret for its server" |
*
* @param {Error_Title_Missing_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_missing_credentials: ((inputs?: Error_Title_Missing_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Missing_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Missing_CredentialsInputs = {};
