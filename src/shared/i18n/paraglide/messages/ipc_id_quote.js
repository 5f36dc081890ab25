/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Id_QuoteInputs */

const en_ipc_id_quote = /** @type {(inputs: Ipc_Id_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quoteId`)
};

const es_ipc_id_quote = /** @type {(inputs: Ipc_Id_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el identificador de la cotización`)
};

const en_xa2_ipc_id_quote = /** @type {(inputs: Ipc_Id_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǫúóţéÍð ·~]`)
};

/**
* | output |
* | --- |
* | "quoteId" |
*
* @param {Ipc_Id_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_quote = /** @type {((inputs?: Ipc_Id_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Id_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_id_quote(inputs)
	if (locale === "en-XA") return en_xa2_ipc_id_quote(inputs)
	return en_ipc_id_quote(inputs)
});