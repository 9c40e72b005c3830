import Inject
