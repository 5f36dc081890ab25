/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Drafts_ResumeInputs */

const en_booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

const es_booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudar`)
};

const en_xa2_booking_drafts_resume = /** @type {(inputs: Booking_Drafts_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšúɱé ·~]`)
};

/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Booking_Drafts_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_resume = /** @type {((inputs?: Booking_Drafts_ResumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_ResumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_resume(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_resume(inputs)
	return en_booking_drafts_resume(inputs)
});