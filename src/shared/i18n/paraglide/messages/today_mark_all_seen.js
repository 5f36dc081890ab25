/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Mark_All_SeenInputs */

const en_today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all seen`)
};

const es_today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar todo como visto`)
};

const en_xa2_today_mark_all_seen = /** @type {(inputs: Today_Mark_All_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķ áļļ šééñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Mark all seen" |
*
* @param {Today_Mark_All_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_mark_all_seen = /** @type {((inputs?: Today_Mark_All_SeenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Mark_All_SeenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_mark_all_seen(inputs)
	if (locale === "en-XA") return en_xa2_today_mark_all_seen(inputs)
	return en_today_mark_all_seen(inputs)
});