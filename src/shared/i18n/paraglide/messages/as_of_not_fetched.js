/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} As_Of_Not_FetchedInputs */

const en_as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not fetched yet`)
};

const es_as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no obtenido`)
};

const en_xa2_as_of_not_fetched = /** @type {(inputs: As_Of_Not_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƒéţçĥéð ýéţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched = /** @type {((inputs?: As_Of_Not_FetchedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_Not_FetchedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_as_of_not_fetched(inputs)
	if (locale === "en-XA") return en_xa2_as_of_not_fetched(inputs)
	return en_as_of_not_fetched(inputs)
});