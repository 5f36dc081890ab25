/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Main_Store_Filter_DateInputs */

const en_main_store_filter_date = /** @type {(inputs: Main_Store_Filter_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} "${i?.value}" is not a date such as 2026-11-22.`)
};

const es_main_store_filter_date = /** @type {(inputs: Main_Store_Filter_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} «${i?.value}» no es una fecha como 2026-11-22.`)
};

const en_xa2_main_store_filter_date = /** @type {(inputs: Main_Store_Filter_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} "${i?.value}" íš ñóţ á ðáţé šúçĥ áš 2026-11-22. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{name} \"{value}\" is not a date such as 2026-11-22." |
*
* @param {Main_Store_Filter_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_filter_date = /** @type {((inputs: Main_Store_Filter_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Filter_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_filter_date(inputs)
	if (locale === "en-XA") return en_xa2_main_store_filter_date(inputs)
	return en_main_store_filter_date(inputs)
});