/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quotes_Not_ConfirmedInputs */

const en_quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not confirmed`)
};

const es_quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin confirmar`)
};

const en_xa2_quotes_not_confirmed = /** @type {(inputs: Quotes_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ çóñƒíŕɱéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not confirmed" |
*
* @param {Quotes_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_confirmed = /** @type {((inputs?: Quotes_Not_ConfirmedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_ConfirmedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_confirmed(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_confirmed(inputs)
	return en_quotes_not_confirmed(inputs)
});