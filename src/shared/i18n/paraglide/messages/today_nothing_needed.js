/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Nothing_NeededInputs */

const en_today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing needs you right now.`)
};

const es_today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada pendiente ahora mismo.`)
};

const en_xa2_today_nothing_needed = /** @type {(inputs: Today_Nothing_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ñééðš ýóú ŕíĝĥţ ñóŵ. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Nothing needs you right now." |
*
* @param {Today_Nothing_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_needed = /** @type {((inputs?: Today_Nothing_NeededInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Nothing_NeededInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_nothing_needed(inputs)
	if (locale === "en-XA") return en_xa2_today_nothing_needed(inputs)
	return en_today_nothing_needed(inputs)
});