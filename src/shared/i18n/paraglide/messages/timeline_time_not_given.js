/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timeline_Time_Not_GivenInputs */

const en_timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time not given`)
};

const es_timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hora no indicada`)
};

const en_xa2_timeline_time_not_given = /** @type {(inputs: Timeline_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé ñóţ ĝíṽéñ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given = /** @type {((inputs?: Timeline_Time_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_Time_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_timeline_time_not_given(inputs)
	if (locale === "en-XA") return en_xa2_timeline_time_not_given(inputs)
	return en_timeline_time_not_given(inputs)
});