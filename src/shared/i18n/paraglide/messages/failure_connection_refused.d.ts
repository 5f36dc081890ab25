/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused: ((inputs: Failure_Connection_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connection_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
