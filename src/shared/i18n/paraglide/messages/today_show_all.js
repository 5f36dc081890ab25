/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Show_AllInputs */

const en_today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

const es_today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todo`)
};

const en_xa2_today_show_all = /** @type {(inputs: Today_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ áļļ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Today_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_show_all = /** @type {((inputs?: Today_Show_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Show_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_show_all(inputs)
	if (locale === "en-XA") return en_xa2_today_show_all(inputs)
	return en_today_show_all(inputs)
});