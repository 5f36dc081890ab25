/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Today_Changes_Since_StartInputs */

const en_today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} since this desk started keeping them`)
};

const es_today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} desde que el escritorio empezó a guardarlos`)
};

const en_xa2_today_changes_since_start = /** @type {(inputs: Today_Changes_Since_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} šíñçé ţĥíš ðéšķ šţáŕţéð ķééþíñĝ ţĥéɱ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{count} since this desk started keeping them" |
*
* @param {Today_Changes_Since_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_start = /** @type {((inputs: Today_Changes_Since_StartInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Changes_Since_StartInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_changes_since_start(inputs)
	if (locale === "en-XA") return en_xa2_today_changes_since_start(inputs)
	return en_today_changes_since_start(inputs)
});