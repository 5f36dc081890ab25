/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Form_Pickup_Date_RequiredInputs */

const en_rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date is required`)
};

const es_rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de recogida es obligatoria`)
};

const en_xa2_rating_form_pickup_date_required = /** @type {(inputs: Rating_Form_Pickup_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ðáţé íš ŕéǫúíŕéð ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pickup date is required" |
*
* @param {Rating_Form_Pickup_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_required = /** @type {((inputs?: Rating_Form_Pickup_Date_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Form_Pickup_Date_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_form_pickup_date_required(inputs)
	if (locale === "en-XA") return en_xa2_rating_form_pickup_date_required(inputs)
	return en_rating_form_pickup_date_required(inputs)
});