/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Min_WindowInputs */

const en_booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The carrier needs a window of at least ${i?.shown} minute.`);
	return /** @type {LocalizedString} */ (`The carrier needs a window of at least ${i?.shown} minutes.`)
	
};

const es_booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El transportista necesita una franja de al menos ${i?.shown} minuto.`);
	return /** @type {LocalizedString} */ (`El transportista necesita una franja de al menos ${i?.shown} minutos.`)
	
};

const en_xa2_booking_form_min_window = /** @type {(inputs: Booking_Form_Min_WindowInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ñééðš á ŵíñðóŵ óƒ áţ ļéášţ ${i?.shown} ɱíñúţé. ·~ ·~ ·~ ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[Ţĥé çáŕŕíéŕ ñééðš á ŵíñðóŵ óƒ áţ ļéášţ ${i?.shown} ɱíñúţéš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The carrier needs a window of at least {shown} minute." |
* | * | "The carrier needs a window of at least {shown} minutes." |
*
* @param {Booking_Form_Min_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_min_window = /** @type {((inputs: Booking_Form_Min_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Min_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_form_min_window(inputs)
	if (locale === "en-XA") return en_xa2_booking_form_min_window(inputs)
	return en_booking_form_min_window(inputs)
});