/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Nothing_HereInputs */

const en_today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here now`)
};

const es_today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada por ahora`)
};

const en_xa2_today_nothing_here = /** @type {(inputs: Today_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ĥéŕé ñóŵ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Nothing here now" |
*
* @param {Today_Nothing_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_here = /** @type {((inputs?: Today_Nothing_HereInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Nothing_HereInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_nothing_here(inputs)
	if (locale === "en-XA") return en_xa2_today_nothing_here(inputs)
	return en_today_nothing_here(inputs)
});