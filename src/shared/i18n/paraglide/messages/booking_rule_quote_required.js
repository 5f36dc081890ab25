/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rule_Quote_RequiredInputs */

const en_booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id (the selected quote) is required`)
};

const es_booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la cotización elegida`)
};

const en_xa2_booking_rule_quote_required = /** @type {(inputs: Booking_Rule_Quote_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íð (ţĥé šéļéçţéð ǫúóţé) íš ŕéǫúíŕéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Id (the selected quote) is required" |
*
* @param {Booking_Rule_Quote_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_quote_required = /** @type {((inputs?: Booking_Rule_Quote_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Quote_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_quote_required(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_quote_required(inputs)
	return en_booking_rule_quote_required(inputs)
});