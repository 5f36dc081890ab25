/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_FormInputs */

const en_booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.mode} form`)
};

const es_booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el formulario de ${i?.mode}`)
};

const en_xa2_booking_drafts_the_form = /** @type {(inputs: Booking_Drafts_The_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ${i?.mode} ƒóŕɱ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the {mode} form" |
*
* @param {Booking_Drafts_The_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_form = /** @type {((inputs: Booking_Drafts_The_FormInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_The_FormInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_drafts_the_form(inputs)
	if (locale === "en-XA") return en_xa2_booking_drafts_the_form(inputs)
	return en_booking_drafts_the_form(inputs)
});