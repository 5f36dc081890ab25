/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rated: NonNullable<unknown>, booked: NonNullable<unknown> }} Service_Said_Container_CountInputs */

const en_service_said_container_count = /** @type {(inputs: Service_Said_Container_CountInputs) => LocalizedString} */ (i) => {const ratedPlural = registry.plural("en", i?.rated, {});
	if (ratedPlural === "one") return /** @type {LocalizedString} */ (`The quote is for ${i?.rated} container; the booking describes ${i?.booked}`);
	return /** @type {LocalizedString} */ (`The quote is for ${i?.rated} containers; the booking describes ${i?.booked}`)
	
};

const es_service_said_container_count = /** @type {(inputs: Service_Said_Container_CountInputs) => LocalizedString} */ (i) => {const ratedPlural = registry.plural("es", i?.rated, {});
	if (ratedPlural === "one") return /** @type {LocalizedString} */ (`La cotización es para ${i?.rated} contenedor; la reserva describe ${i?.booked}`);
	return /** @type {LocalizedString} */ (`La cotización es para ${i?.rated} contenedores; la reserva describe ${i?.booked}`)
	
};

const en_xa2_service_said_container_count = /** @type {(inputs: Service_Said_Container_CountInputs) => LocalizedString} */ (i) => {const ratedPlural = registry.plural("en-XA", i?.rated, {});
	if (ratedPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ ${i?.rated} çóñţáíñéŕ; ţĥé ƀóóķíñĝ ðéšçŕíƀéš ${i?.booked} ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé íš ƒóŕ ${i?.rated} çóñţáíñéŕš; ţĥé ƀóóķíñĝ ðéšçŕíƀéš ${i?.booked} ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | ratedPlural | output |
* | --- | --- |
* | "one" | "The quote is for {rated} container; the booking describes {booked}" |
* | * | "The quote is for {rated} containers; the booking describes {booked}" |
*
* @param {Service_Said_Container_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_container_count = /** @type {((inputs: Service_Said_Container_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Container_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_container_count(inputs)
	if (locale === "en-XA") return en_xa2_service_said_container_count(inputs)
	return en_service_said_container_count(inputs)
});