import { addressesSite } from './helpers/addressesSite'

addressesSite('sqlite')
