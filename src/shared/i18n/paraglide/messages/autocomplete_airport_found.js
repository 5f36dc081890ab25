/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Autocomplete_Airport_FoundInputs */

const en_autocomplete_airport_found = /** @type {(inputs: Autocomplete_Airport_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} airport found, use the arrow keys to choose`);
	return /** @type {LocalizedString} */ (`${i?.count} airports found, use the arrow keys to choose`)
	
};

const es_autocomplete_airport_found = /** @type {(inputs: Autocomplete_Airport_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} aeropuerto encontrado; elija con las teclas de flecha`);
	return /** @type {LocalizedString} */ (`${i?.count} aeropuertos encontrados; elija con las teclas de flecha`)
	
};

const en_xa2_autocomplete_airport_found = /** @type {(inputs: Autocomplete_Airport_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} áíŕþóŕţ ƒóúñð, úšé ţĥé áŕŕóŵ ķéýš ţó çĥóóšé ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.count} áíŕþóŕţš ƒóúñð, úšé ţĥé áŕŕóŵ ķéýš ţó çĥóóšé ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} airport found, use the arrow keys to choose" |
* | * | "{count} airports found, use the arrow keys to choose" |
*
* @param {Autocomplete_Airport_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_found = /** @type {((inputs: Autocomplete_Airport_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Airport_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_airport_found(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_airport_found(inputs)
	return en_autocomplete_airport_found(inputs)
});