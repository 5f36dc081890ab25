/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moment: NonNullable<unknown>, when: NonNullable<unknown> }} Tracking_Free_Entry_Set_AsideInputs */

const en_tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moment} (your entry, ${i?.when}, is set aside)`)
};

const es_tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moment} (su entrada, ${i?.when}, queda aparte)`)
};

const en_xa2_tracking_free_entry_set_aside = /** @type {(inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.moment} (ýóúŕ éñţŕý, ${i?.when}, íš šéţ ášíðé) ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{moment} (your entry, {when}, is set aside)" |
*
* @param {Tracking_Free_Entry_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_set_aside = /** @type {((inputs: Tracking_Free_Entry_Set_AsideInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Entry_Set_AsideInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_entry_set_aside(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_entry_set_aside(inputs)
	return en_tracking_free_entry_set_aside(inputs)
});