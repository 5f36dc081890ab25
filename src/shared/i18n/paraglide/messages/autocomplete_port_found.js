/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Autocomplete_Port_FoundInputs */

const en_autocomplete_port_found = /** @type {(inputs: Autocomplete_Port_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} port found, use the arrow keys to choose`);
	return /** @type {LocalizedString} */ (`${i?.count} ports found, use the arrow keys to choose`)
	
};

const es_autocomplete_port_found = /** @type {(inputs: Autocomplete_Port_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} puerto encontrado; elija con las teclas de flecha`);
	return /** @type {LocalizedString} */ (`${i?.count} puertos encontrados; elija con las teclas de flecha`)
	
};

const en_xa2_autocomplete_port_found = /** @type {(inputs: Autocomplete_Port_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} þóŕţ ƒóúñð, úšé ţĥé áŕŕóŵ ķéýš ţó çĥóóšé ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.count} þóŕţš ƒóúñð, úšé ţĥé áŕŕóŵ ķéýš ţó çĥóóšé ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} port found, use the arrow keys to choose" |
* | * | "{count} ports found, use the arrow keys to choose" |
*
* @param {Autocomplete_Port_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_found = /** @type {((inputs: Autocomplete_Port_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Port_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_port_found(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_port_found(inputs)
	return en_autocomplete_port_found(inputs)
});