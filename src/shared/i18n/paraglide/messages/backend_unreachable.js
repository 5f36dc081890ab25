/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backend_UnreachableInputs */

const en_backend_unreachable = /** @type {(inputs: Backend_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk cannot reach its background process. Restart the app.`)
};

const es_backend_unreachable = /** @type {(inputs: Backend_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no puede comunicarse con su proceso en segundo plano. Reinicie la aplicación.`)
};

const en_xa2_backend_unreachable = /** @type {(inputs: Backend_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çáññóţ ŕéáçĥ íţš ƀáçķĝŕóúñð þŕóçéšš. Ŕéšţáŕţ ţĥé áþþ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk cannot reach its background process. Restart the app." |
*
* @param {Backend_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const backend_unreachable = /** @type {((inputs?: Backend_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backend_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_backend_unreachable(inputs)
	if (locale === "en-XA") return en_xa2_backend_unreachable(inputs)
	return en_backend_unreachable(inputs)
});