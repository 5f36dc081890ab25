/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Nothing_ReadableInputs */

const en_store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:`)
};

const es_store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer nada del fichero dañado, así que no se pudo reconstruir lo que tuviera de esto:`)
};

const en_xa2_store_nothing_readable = /** @type {(inputs: Store_Nothing_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çóúļð ƀé ŕéáð ƒŕóɱ ţĥé ðáɱáĝéð ƒíļé, šó ŵĥáţéṽéŕ íţ ĥéļð óƒ ţĥéšé çóúļð ñóţ ƀé ŕéƀúíļţ: ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable = /** @type {((inputs?: Store_Nothing_ReadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_ReadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_nothing_readable(inputs)
	if (locale === "en-XA") return en_xa2_store_nothing_readable(inputs)
	return en_store_nothing_readable(inputs)
});